import { applicationMailto, BENEFITS, JOB_POSTINGS } from './job-postings';

describe('careers content', () => {
  it('lists the four open positions', () => {
    expect(JOB_POSTINGS.map((job) => job.title)).toEqual([
      'Senior AI Engineer',
      'Healthcare Data Analyst',
      'Product Manager',
      'Clinical Research Coordinator',
    ]);
    for (const job of JOB_POSTINGS) {
      expect(job.department && job.location && job.type).toBeTruthy();
      expect(job.requirements.length).toBeGreaterThan(0);
    }
    expect(BENEFITS).toHaveLength(4);
  });

  it('builds a mailto with the job title', () => {
    expect(applicationMailto('careers@x.example', 'Product Manager')).toBe(
      'mailto:careers@x.example?subject=Application%3A%20Product%20Manager',
    );
    expect(applicationMailto('careers@x.example')).toBe('mailto:careers@x.example?subject=Resume');
  });
});
