/** The release of this project (kept in step with package.json by the release checklist). */
export const VERSION = '0.2.0';
