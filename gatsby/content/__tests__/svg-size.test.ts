/** @jest-environment node */
import { svgColor, svgSize } from '../svg.ts';

describe('svgSize: the size an SVG content image declares for its <img>', () => {
  it('reads width and height, rounding to the integers HTML wants', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="799.6">')).toEqual({
      width: 1200,
      height: 800,
    });
  });

  it('falls back to the viewBox when width and height are missing or relative', () => {
    expect(svgSize('<svg viewBox="0 0 800 600" width="100%">')).toEqual({ width: 800, height: 600 });
    expect(svgSize('<?xml version="1.0"?>\n<svg\n  viewBox="0,0,64,32">')).toEqual({ width: 64, height: 32 });
  });

  it('answers null for an SVG that declares no size', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBeNull();
  });
});

describe('svgColor: the colour a drawing shows in its frame until it loads', () => {
  it('takes the first gradient stop or solid fill', () => {
    expect(svgColor('<svg><defs><linearGradient><stop stop-color="#292524"/></linearGradient></defs>')).toBe(
      '#292524',
    );
    expect(svgColor('<svg width="1" height="1"><rect width="1" height="1" fill="#0f172a"/></svg>')).toBe(
      '#0f172a',
    );
  });

  it('answers null when the drawing names no colour', () => {
    expect(svgColor('<svg><rect fill="url(#a)"/></svg>')).toBeNull();
  });
});
