// TintypeUI
