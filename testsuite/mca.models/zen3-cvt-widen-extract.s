# Zen 3: convert.c:15's conversion of eight ints to doubles without its
# stores: a load, two vcvtdq2pd to ymm and a vextracti128 3.00 cycles per
# iteration, all three on the unit that crosses ymm halves (znver3
# said 2.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 3.00
	vmovdqu	(%rsi,%rax), %ymm0
	vcvtdq2pd	%xmm0, %ymm1
	vextracti128	$0x1, %ymm0, %xmm0
	vcvtdq2pd	%xmm0, %ymm0
	addq	$32, %rax
