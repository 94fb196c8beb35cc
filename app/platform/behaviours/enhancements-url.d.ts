declare module "virtual:enhancements-url" {
  /** Where the browser loads the public pages' script of behaviours (see vite.config.ts). */
  const url: string;
  export default url;
}
