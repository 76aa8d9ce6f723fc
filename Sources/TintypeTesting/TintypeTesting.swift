// TintypeTesting
