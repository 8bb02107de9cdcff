import TCF
print("consentsim")
