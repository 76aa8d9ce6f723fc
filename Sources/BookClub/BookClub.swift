// BookClub
