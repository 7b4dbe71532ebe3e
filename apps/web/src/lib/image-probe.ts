/**
 * The picture's own size if the browser can show the one at `url`, else null: a link to a page,
 * a missing file or a blocked host would otherwise become an invisible element on the card.
 */
export function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null,
      );
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
