// What an organiser writes in a prose page's Markdown for a value the site fills in when it renders
// the page. Shared with the back office, which explains them.

/** The site's contact address (CONTACT_EMAIL), as a mail link. */
export const EMAIL_MARK = "{{email}}";

/** The site's host (name, address, phone), or "to be confirmed" while the publisher has not given it. */
export const HOST_MARK = "{{host}}";
