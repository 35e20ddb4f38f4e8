# Emerald Rapids: a multiply or FMA that reads a result of an integer
# vector operation (an add, logical operation, compare, blend or bit
# shift) gets it a cycle late.  Measured on the Emerald Rapids host
# with gcc-mca-measure: vpaddd feeding the multiplicand of a
# vfmadd231ps chain 5.00 cycles per iteration (vpxor, vpand 5.01,
# vpslld 5.01, vmulps 5.02; vpshufb 4.01, as the chain alone).
# Before, 4.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.00
	vpaddd	%ymm2, %ymm1, %ymm3
	vfmadd231ps	%ymm3, %ymm7, %ymm4
	decq	%rcx
	jnz	.L0
