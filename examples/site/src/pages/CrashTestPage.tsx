export default function CrashTestPage(): never {
  throw new Error('Deliberate render error to show the crash screen');
}
