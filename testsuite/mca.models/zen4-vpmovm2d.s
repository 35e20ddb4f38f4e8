# Zen 4: vpmovm2d (a mask to a vector) takes one of the four FP pipes two
# cycles on zmm (LLVM's class names no pipe: 0.17 cycles each, the
# dispatch width alone).
# SOURCE: gcc-mca-measure on the Zen 4 host (bench/form-check.py): four
# vpmovm2d into four registers 2.00 cycles per iteration (the model said
# 0.67); four vpmovm2b 2.00
# CPU: znver4
# CYCLES: 2.00
	vpmovm2d	%k1, %zmm0
	vpmovm2d	%k1, %zmm2
	vpmovm2d	%k1, %zmm3
	vpmovm2d	%k1, %zmm4
