# Zen 4: zmm operations hold their pipe two cycles (two 256-bit halves)
# where LLVM's classes hold it one: four vpsraq $3 on zmm (FP2/FP3, as
# uops.info Zen 4 has it; LLVM: FP0/FP1), four vpopcntd each into a
# register of its own (form-fixes).
# SOURCE: gcc-mca-measure on the Zen 4 host: this body 4.00 cycles per
# iteration (the model said 2.00); four of each alone 4.00
# (bench/form-check.py)
# CPU: znver4
# CYCLES: 4.00
	vpsraq	$3, %zmm1, %zmm0
	vpsraq	$3, %zmm1, %zmm2
	vpsraq	$3, %zmm1, %zmm3
	vpsraq	$3, %zmm1, %zmm4
	vpopcntd	%zmm5, %zmm6
	vpopcntd	%zmm5, %zmm7
	vpopcntd	%zmm5, %zmm8
	vpopcntd	%zmm5, %zmm9
