// TintypeRaster
