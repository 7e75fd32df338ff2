import { cardAction, DEMO_CARDS, type DemoCard } from './demo-cards';

const card = (id: string): DemoCard => {
  const found = DEMO_CARDS.find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('cardAction', () => {
  it('launches live demos', () => {
    expect(cardAction(card('gloh-care'), false)).toEqual({
      label: 'Launch Interactive Demo',
      href: '/demos/gloh-care',
      live: true,
    });
    expect(cardAction(card('gloh-predict'), true)).toEqual({
      label: 'Launch Interactive Demo',
      href: '/demos/gloh-predict',
      live: true,
    });
  });

  it('offers Learn More for a coming-soon demo', () => {
    expect(cardAction(card('gloh-research'), true)).toEqual({
      label: 'Learn More',
      href: '/demos/gloh-research',
      live: false,
    });
  });

  it('offers Learn More for the predict demo while its flag is off', () => {
    expect(cardAction(card('gloh-predict'), false)).toEqual({
      label: 'Learn More',
      href: '/what-were-building',
      live: false,
    });
  });
});
