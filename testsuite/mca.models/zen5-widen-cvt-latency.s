# Zen 5: a chain of vcvtps2pd from xmm to ymm.  The conversions that
# widen 128 bits into 256 take five cycles (vcvtdq2pd, vcvtudq2pd,
# vcvtps2qq, vcvtph2ps the same), those into 512 bits six, where the
# model gave them three or four; on xmm they take three.
# Measured: 5.00 (5.00, 5.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 5.00
	vcvtps2pd	%xmm0, %ymm0
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
