/**
 * Whether the browser can show the picture at `url`: a link to a page, a missing file or a
 * blocked host would otherwise become an invisible element on the card.
 */
export function imageLoads(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}
