// TintypeLayout
