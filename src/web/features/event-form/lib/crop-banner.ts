import { BANNER_HEIGHT, BANNER_WIDTH } from '../../../../domain/event-form/event-form-contract.ts';

/** The centred source rectangle that covers a width × height target without distortion. */
export function coverCrop(
  sourceWidth: number,
  sourceHeight: number,
  width = BANNER_WIDTH,
  height = BANNER_HEIGHT,
) {
  const targetRatio = width / height;
  if (sourceWidth / sourceHeight > targetRatio) {
    const w = Math.round(sourceHeight * targetRatio);
    return { x: Math.round((sourceWidth - w) / 2), y: 0, width: w, height: sourceHeight };
  }
  const h = Math.round(sourceWidth / targetRatio);
  return { x: 0, y: Math.round((sourceHeight - h) / 2), width: sourceWidth, height: h };
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('imagem inválida'));
    };
    image.src = url;
  });
}

/** The banner cropped (centred, covering) and scaled to 1200 × 200 on a canvas. */
export async function cropBanner(file: File): Promise<File> {
  const image = await loadImage(file);
  const crop = coverCrop(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = BANNER_WIDTH;
  canvas.height = BANNER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas indisponível');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  // PNG keeps transparency (1200×200 always fits in 2MB); everything else becomes JPEG.
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('falha ao recortar');
  const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/png' ? '.png' : '.jpg');
  return new File([blob], name, { type });
}
