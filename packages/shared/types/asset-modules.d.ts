declare module '*.module.css' {
  /** Local class names by camelCase key (see cssModuleOptions in @gloh/build-presets). */
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
