print("archgen")
