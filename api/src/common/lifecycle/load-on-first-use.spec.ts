import { loadOnFirstUse } from './load-on-first-use.js';

describe('loadOnFirstUse', () => {
  it('imports nothing until asked, then once for every caller', async () => {
    let imports = 0;
    const library = loadOnFirstUse(async () => {
      imports += 1;
      return { name: 'library' };
    });
    expect(imports).toBe(0);
    const [first, second] = await Promise.all([library(), library()]);
    expect(imports).toBe(1);
    expect(second).toBe(first);
    expect(await library()).toBe(first);
    expect(imports).toBe(1);
  });
});
