export declare function chromiumLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
};
