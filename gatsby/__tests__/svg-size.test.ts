import { svgSize } from '../schema.ts';

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
