/**
 * A printout shows every collapsed section ("Show the math": the worksheet and its sources; "Why an estimate?"):
 * paper cannot be clicked open. Before printing, each closed `<details>` opens; afterwards the ones this opened
 * close again, so the page is as the person left it (a section they had opened stays open).
 * The print stylesheet also shows a closed section's content, for a print reached without `beforeprint`. A section
 * marked `data-no-print` is not printed.
 */
export function openDetailsWhilePrinting(target: Window = window): () => void {
  let openedForPrint: HTMLDetailsElement[] = [];
  const beforePrint = () => {
    // A section marked data-no-print (what moves the amount: an exploration that fetches when opened) stays shut.
    const closed = Array.from(target.document.querySelectorAll<HTMLDetailsElement>('details:not([data-no-print])')).filter((details) => !details.open);
    for (const details of closed) details.open = true;
    openedForPrint = [...openedForPrint, ...closed];
  };
  const afterPrint = () => {
    for (const details of openedForPrint) details.open = false;
    openedForPrint = [];
  };
  target.addEventListener('beforeprint', beforePrint);
  target.addEventListener('afterprint', afterPrint);
  return () => {
    target.removeEventListener('beforeprint', beforePrint);
    target.removeEventListener('afterprint', afterPrint);
  };
}
