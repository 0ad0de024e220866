import { WellnessQuiz } from '@securesplit/widgets';
import { SCHEDULING_URL } from '../config.js';

export default function QuizPage() {
  return (
    <div className="page">
      <h1>Financial wellness quiz</h1>
      <p>Eight questions, about 3-5 minutes: see where you stand before the settlement, and what to do next.</p>
      <WellnessQuiz calculatorsUrl="/" schedulingUrl={SCHEDULING_URL} />
    </div>
  );
}
