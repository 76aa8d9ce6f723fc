// TintypeText
