print("tintype")
