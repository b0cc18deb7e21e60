import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../src/server/platform/paths';

// `npm run screens -- --compare <before>`: the new pictures beside those of an earlier run. For
// every picture the share of pixels that differ and where (a <name>.diff.png beside the new one
// marks them red), then every class seen on the screens whose rule is in Bootstrap's stylesheet but
// in none of the built stylesheets (what the cut of webpack.bootstrapCss.ts may have lost). Data
// that changes between runs (heartbeat times, states) differs too; the diff pictures tell which.

interface Difference {
  differing: number;
  share: number;
  box: { left: number; top: number; right: number; bottom: number };
  picture: string;
}

/** Decodes both pictures in the browser and counts the pixels whose colour differs. */
function differenceIn(page: Page, before: string, after: string): Promise<Difference | string> {
  return page.evaluate(
    async ([beforeUrl, afterUrl]) => {
      const pixelsOf = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        Object.assign(canvas, { width: image.width, height: image.height });
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return { canvas, context, data: context.getImageData(0, 0, image.width, image.height) };
      };
      const [a, b] = [await pixelsOf(beforeUrl), await pixelsOf(afterUrl)];
      const { width, height } = a.data;
      if (width !== b.data.width || height !== b.data.height) {
        return `Größe ${width}x${height} -> ${b.data.width}x${b.data.height}`;
      }
      const box = { left: width, top: height, right: -1, bottom: -1 };
      const marked = b.context.createImageData(width, height);
      let differing = 0;
      for (let i = 0; i < a.data.data.length; i += 4) {
        const same = [0, 1, 2].every((c) => a.data.data[i + c] === b.data.data[i + c]);
        for (const c of [0, 1, 2]) marked.data[i + c] = same ? b.data.data[i + c] / 3 + 170 : c === 0 ? 255 : 0;
        marked.data[i + 3] = 255;
        if (same) continue;
        differing++;
        const [x, y] = [(i / 4) % width, Math.floor(i / 4 / width)];
        Object.assign(box, {
          left: Math.min(box.left, x),
          top: Math.min(box.top, y),
          right: Math.max(box.right, x),
          bottom: Math.max(box.bottom, y),
        });
      }
      b.context.putImageData(marked, 0, 0);
      const picture = b.canvas.toDataURL('image/png');
      return { differing, share: (100 * differing) / (width * height), box, picture };
    },
    [before, after],
  );
}

const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;

async function comparePictures(browser: Browser, beforeDir: string, afterDir: string): Promise<void> {
  const page = await browser.newPage();
  // tsx names the functions of the compared code with a helper the page lacks.
  await page.evaluate('window.__name = (f) => f');
  const pictures = fs.readdirSync(afterDir).filter((f) => f.endsWith('.png') && !f.endsWith('.diff.png'));
  for (const file of pictures) {
    const beforeFile = path.join(beforeDir, file);
    if (!fs.existsSync(beforeFile)) {
      console.log(`${file}: im früheren Lauf nicht vorhanden`);
      continue;
    }
    const result = await differenceIn(page, dataUrl(beforeFile), dataUrl(path.join(afterDir, file)));
    if (typeof result === 'string') {
      console.log(`${file}: ${result}`);
      continue;
    }
    const { differing, share, box, picture } = result;
    fs.writeFileSync(
      path.join(afterDir, file.replace(/\.png$/, '.diff.png')),
      Buffer.from(picture.split(',')[1]!, 'base64'),
    );
    const where = differing ? ` in x ${box.left}–${box.right}, y ${box.top}–${box.bottom}` : '';
    console.log(`${file}: ${differing} Pixel abweichend (${share.toFixed(3)} %)${where}`);
  }
  await page.close();
}

/** Classes on the new screens that have a Bootstrap rule which the built stylesheets dropped. */
function classesThatLostTheirRules(afterDir: string): void {
  const classes = JSON.parse(fs.readFileSync(path.join(afterDir, 'classes.json'), 'utf8')) as string[];
  const bootstrap = fs.readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
  const assets = path.join(repoRoot, 'dist/public/assets');
  const built = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  const ruleFor = (css: string, name: string) =>
    new RegExp(`\\.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}(?![\\w-])`).test(css);
  const styled = classes.filter((name) => ruleFor(bootstrap, name));
  const lost = styled.filter((name) => !ruleFor(built, name));
  console.log(`${classes.length} Klassen gesehen, ${styled.length} von Bootstrap gestaltet, davon jetzt ohne Regel:`);
  console.log(lost.length ? lost.join(' ') : '(keine)');
}

export async function compareScreens(browser: Browser, beforeDir: string, afterDir: string): Promise<void> {
  await comparePictures(browser, beforeDir, afterDir);
  classesThatLostTheirRules(afterDir);
}
