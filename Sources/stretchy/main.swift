print("stretchy")
