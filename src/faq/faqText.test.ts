import { describe, expect, it } from 'vitest';
import { answerHtml, fold } from './faqText';

describe('FAQ answers', () => {
  it('render limited Markdown and keep raw HTML and unsafe links out', () => {
    const html = answerHtml('**Pozor** na *lehoty*:\n\n- a\n- b\n\n[podpora](mailto:podpora@edc.local) [zlé](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).toContain('<strong>Pozor</strong>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('href="mailto:podpora@edc.local"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<img/);
  });

  it('fold ignores case and accents', () => {
    expect(fold('Bankové SPOJENIE')).toBe('bankove spojenie');
  });
});
