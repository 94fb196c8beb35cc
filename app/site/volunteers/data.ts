/** Applications go through the contact form, which preselects this subject. */
export const VOLUNTEER_APPLY_PATH = "/contact?subject=volunteers";
