# Emerald Rapids: a vector bit shift feeding a multiply or FMA chain
# makes it a cycle longer, as an integer add does; a shuffle does not.
# Measured on the Emerald Rapids host with gcc-mca-measure: vpslld $3
# feeding the multiplicand of a vfmadd231ps chain 5.01 cycles per
# iteration (vpshufb 4.01).  Before, 4.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.00
	vpslld	$3, %ymm1, %ymm3
	vfmadd231ps	%ymm3, %ymm7, %ymm4
	decq	%rcx
	jnz	.L0
