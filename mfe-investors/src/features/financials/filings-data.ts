/** A regulatory filing as listed on the financials page. */
export interface Filing {
  description: string;
  url: string;
  publishDate: string;
  periodEnding: string;
}

/**
 * Where the sample filings point: a reserved example domain (RFC 2606), so no link can ever
 * resolve to a real company's documents.
 */
const FILINGS_BASE_URL = 'https://filings.example.com/gloh';

function filing(
  description: string,
  file: string,
  publishDate: string,
  periodEnding: string,
): Filing {
  return { description, url: `${FILINGS_BASE_URL}/${file}`, publishDate, periodEnding };
}

/** 17 static sample filings (fictional), newest first. */
export const FILINGS: readonly Filing[] = [
  filing(
    'Form C-AR: Annual Report (Regulation CF)',
    '2025-form-c-ar.pdf',
    'April 28, 2025',
    'December 31, 2024',
  ),
  filing(
    'Audited Financial Statements, Fiscal Year 2024',
    '2024-audited-financials.pdf',
    'April 15, 2025',
    'December 31, 2024',
  ),
  filing(
    'Form D: Notice of Exempt Offering of Securities (Amendment)',
    '2025-form-d-a.pdf',
    'February 10, 2025',
    'January 31, 2025',
  ),
  filing('Form C-U: Progress Update', '2025-form-c-u.pdf', 'January 20, 2025', 'December 31, 2024'),
  filing(
    'Quarterly Investor Update, Q3 2024',
    '2024-q3-investor-update.pdf',
    'November 12, 2024',
    'September 30, 2024',
  ),
  filing(
    'Form 1-SA: Semiannual Report (Regulation A)',
    '2024-form-1-sa.pdf',
    'September 26, 2024',
    'June 30, 2024',
  ),
  filing(
    'Quarterly Investor Update, Q2 2024',
    '2024-q2-investor-update.pdf',
    'August 8, 2024',
    'June 30, 2024',
  ),
  filing(
    'Form 1-K: Annual Report (Regulation A)',
    '2024-form-1-k.pdf',
    'April 29, 2024',
    'December 31, 2023',
  ),
  filing(
    'Form C-AR: Annual Report (Regulation CF)',
    '2024-form-c-ar.pdf',
    'April 26, 2024',
    'December 31, 2023',
  ),
  filing(
    'Audited Financial Statements, Fiscal Year 2023',
    '2023-audited-financials.pdf',
    'April 12, 2024',
    'December 31, 2023',
  ),
  filing(
    'Form D: Notice of Exempt Offering of Securities',
    '2024-form-d.pdf',
    'March 4, 2024',
    'February 29, 2024',
  ),
  filing(
    'Quarterly Investor Update, Q4 2023',
    '2023-q4-investor-update.pdf',
    'February 14, 2024',
    'December 31, 2023',
  ),
  filing(
    'Form C-U: Progress Update',
    '2023-form-c-u.pdf',
    'October 30, 2023',
    'September 30, 2023',
  ),
  filing(
    'Form 1-SA: Semiannual Report (Regulation A)',
    '2023-form-1-sa.pdf',
    'September 27, 2023',
    'June 30, 2023',
  ),
  filing(
    'Form C: Offering Statement (Regulation CF)',
    '2023-form-c.pdf',
    'June 5, 2023',
    'March 31, 2023',
  ),
  filing(
    'Reviewed Financial Statements, Fiscal Year 2022',
    '2022-reviewed-financials.pdf',
    'April 20, 2023',
    'December 31, 2022',
  ),
  filing(
    'Form D: Notice of Exempt Offering of Securities',
    '2022-form-d.pdf',
    'November 15, 2022',
    'October 31, 2022',
  ),
];
