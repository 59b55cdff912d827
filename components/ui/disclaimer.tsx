import { Info } from 'lucide-react';

export function Disclaimer() {
  return (
    <aside
      aria-label="Medical disclaimer"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        The content on HealthHub is for educational purposes only and is not a substitute for
        professional medical advice, diagnosis or treatment. Always ask your doctor or another
        qualified health provider about a medical condition, and in an emergency call your local
        emergency number.
      </p>
    </aside>
  );
}
