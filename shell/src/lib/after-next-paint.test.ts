import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task in a task of its own after the next animation frame', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    jest.runAllTimers();
    expect(order).toEqual(['frame', 'task']);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const task = jest.fn();
    afterNextPaint(task)();
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
