/** The API's paths, as the browser calls them (same origin, under /api). */
export const API_PATHS = {
  contact: '/api/contact',
  auth: '/api/auth',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  presentationAccess: '/api/presentation-access',
  presentation: '/api/investor-presentation',
  presentationDownload: '/api/investor-presentation/download',
  presentationEngagement: '/api/investor-presentation/engagement',
  health: '/api/health',
  analyticsEvents: '/api/analytics/events',
  releaseHealth: '/api/analytics/release-health',
} as const;

/** Shape of every API answer: success, and a message or an error. */
export interface ApiResponse {
  success: boolean;
  message?: string;
  error?: string;
  [key: string]: unknown;
}

export interface CurrentInvestor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'investor';
  isVerified: boolean;
  /** Whether staff let this investor download the deck (the viewer hides the button if not). */
  downloadAllowed: boolean;
}

/** GET /api/auth/me with a valid session. */
export interface SessionResponse extends ApiResponse {
  success: true;
  user: CurrentInvestor;
  /** ISO 8601. */
  expiresAt: string;
}
