# Zen 3: two streams of 16-bit stores, each stepped by its own register,
# 3.50 cycles per iteration where 4-byte stores take 2.00: every other
# store goes back to its stream's line (narrow-store-revisit-cycles).
# Measured on the Zen 3 host with gcc-mca-measure: 3.50 (two byte
# streams 4.25, the model 3.47).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 3.50
	movw	%cx, (%rdi,%rax,2)
	addq	$1, %rax
	movw	%dx, (%rdi,%rsi,2)
	addq	$1, %rsi
