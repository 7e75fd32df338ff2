/** Reading server HTML without a browser, as a crawler or a link preview does. */

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

export function headOf(html: string): string {
  return /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
}

export function allMatches(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
}

/** Content of the first <meta> with that name or property. */
export function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (new RegExp(`(name|property)="${key}"`).test(tag)) {
      return decodeEntities(/content="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
  }
  return undefined;
}

export function linkHref(html: string, rel: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => new RegExp(`rel="${rel}"`).test(tag))
    .map((tag) => decodeEntities(/href="([^"]*)"/.exec(tag)?.[1] ?? ''));
}

/** Text of the first h1 inside <main>. */
export function mainHeading(html: string): string | undefined {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main)?.[1];
  return h1 === undefined ? undefined : textOf(h1);
}

/** Class names made by CSS Modules (<app>-<class>-<hash>) used in the HTML. */
export function scopedClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value?.split(/\s+/) ?? []) {
      if (/^(shell|marketing|investors|demos)-[\w-]+-[\w-]{6}$/.test(name)) names.add(name);
    }
  }
  return names;
}
