// Tintype
