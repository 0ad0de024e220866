import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { scoreWellnessQuiz, WELLNESS_QUIZ, type WellnessQuizResult } from '@securesplit/engine';
import { loadCatalogue, translator, type Translate } from '@securesplit/engine/locale';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test-support/fake-api.js';
import { clearToasts } from '../test-support/toasts.js';
import { localQuestion, localQuizResult, WellnessQuiz } from './WellnessQuiz.js';

/** One result per level: every answer at the same option (0, 2, 3 points) or half at 1 and half at 2 (fair). */
function resultsOfEveryLevel(): WellnessQuizResult[] {
  const answering = (pick: (index: number) => number) => ({ answers: Object.fromEntries(WELLNESS_QUIZ.map((q, index) => [q.id, q.options[pick(index)]!.value])) });
  const results = [0, 2, 3].map((option) => scoreWellnessQuiz(answering(() => option)));
  results.push(scoreWellnessQuiz(answering((index) => (index % 2 === 0 ? 1 : 2))));
  return results;
}

let en: Translate;
let es: Translate;
beforeAll(async () => {
  en = translator(await loadCatalogue('en'));
  es = translator(await loadCatalogue('es'));
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('the quiz in the catalogues (issue 27)', () => {
  it('says in English exactly what the engine sends, for every question, option, level and recommendation', () => {
    for (const question of WELLNESS_QUIZ) expect(localQuestion(en, question)).toEqual(question);
    const results = resultsOfEveryLevel();
    expect(new Set(results.map((r) => r.level))).toEqual(new Set(['excellent', 'good', 'fair', 'poor']));
    for (const result of results) {
      const words = localQuizResult(en, result);
      expect(words).toEqual({ title: result.title, description: result.description, recommendations: result.recommendations, nextSteps: result.nextSteps.map((step) => ({ english: step, text: step })) });
    }
  });

  it('has Spanish for every one of them', () => {
    for (const question of WELLNESS_QUIZ) {
      const spanish = localQuestion(es, question);
      expect(spanish.question).not.toBe(question.question);
      spanish.options.forEach((option, index) => expect(option.label, `${question.id}.${option.value}`).not.toBe(question.options[index]!.label));
    }
    for (const result of resultsOfEveryLevel()) {
      const words = localQuizResult(es, result);
      expect(words.title).not.toBe(result.title);
      expect(words.description).not.toBe(result.description);
      words.recommendations.forEach((text, index) => expect(text).not.toBe(result.recommendations[index]));
      for (const step of words.nextSteps) expect(step.text).not.toBe(step.english);
    }
  });

  it('keeps the API’s English for a question the catalogues do not know yet', () => {
    const added = { id: 'new_question', question: 'A question added on the server', options: WELLNESS_QUIZ[0]!.options };
    expect(localQuestion(es, added).question).toBe('A question added on the server');
  });
});

describe('<WellnessQuiz locale="es"> (issue 27)', () => {
  it('asks, scores and offers the next steps in Spanish, and asks the API in Spanish', async () => {
    const api = createFakeApi('ok');
    const sent: string[] = [];
    vi.stubGlobal('fetch', (request: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('accept-language') ?? '');
      return api.fetch(request, init);
    });
    render(<WellnessQuiz locale="es" />);
    expect(await screen.findByRole('heading', { name: 'Cuestionario de bienestar financiero' })).toBeTruthy();
    expect(screen.getByText(/^8 preguntas, de 3 a 5 minutos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comenzar el cuestionario' }));
    expect(screen.getByText('Pregunta 1 de 8 · 0 % completado')).toBeTruthy();
    expect(screen.getByText('¿Cuántos meses de gastos esenciales podría cubrir hoy con sus ahorros?')).toBeTruthy();
    expect(screen.getByLabelText('De 1 a 2 meses')).toBeTruthy();
    for (let i = 0; i < 8; i++) {
      fireEvent.click(screen.getAllByRole('radio')[2]!);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: i === 7 ? 'Ver resultados' : 'Siguiente' }));
      });
    }
    expect(screen.getByRole('heading', { name: 'En terreno firme' })).toBeTruthy();
    expect(screen.getByText('Mantenga sus registros al día y revise su plan cuando cambien los términos del acuerdo.')).toBeTruthy();
    // A next step done with a consultation still opens the booking dialog, found from the API's English.
    fireEvent.click(screen.getByRole('button', { name: 'Reserve una consulta gratuita para repasar las recomendaciones anteriores' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve su consulta gratuita de 30 minutos' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar para elegir la hora' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Falta información Complete todos los campos obligatorios.');
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(sent.filter(Boolean)).toEqual(['es', 'es']);
    expect(document.body.textContent).not.toMatch(/\b(Question|Next steps|Recommendations|Book|Get|Retake|Cancel|required|Missing)\b/);
  });
});
