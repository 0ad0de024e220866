import QRCode from 'qrcode';

/** A QR code as its matrix: `size` × `size` modules, `dark(x, y)` true for a black module. */
export interface QrMatrix {
  size: number;
  dark(x: number, y: number): boolean;
}

/** The QR code of `text` (error correction M), as a matrix to draw as vector squares. */
export function qrMatrix(text: string): QrMatrix {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  return { size, dark: (x, y) => data[y * size + x] === 1 };
}

/** Horizontal runs of dark modules, row by row: one rectangle per run keeps the drawing small. */
export function qrRuns(matrix: QrMatrix): { x: number; y: number; length: number }[] {
  const runs: { x: number; y: number; length: number }[] = [];
  for (let y = 0; y < matrix.size; y++) {
    let start = -1;
    for (let x = 0; x <= matrix.size; x++) {
      const dark = x < matrix.size && matrix.dark(x, y);
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return runs;
}
