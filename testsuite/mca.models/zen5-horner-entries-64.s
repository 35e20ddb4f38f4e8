# Zen 5: Horner's rule of degree 64, entered once for each of 1024 points
# (an outer loop around it: 64 iterations an entry).  Its chain (mulsd,
# then addsd from memory: 6 cycles an iteration) starts afresh at each
# entry, and out of order the chains of successive entries overlap as
# far as the FP queue lets operations wait: about 60 of them, as the
# load-op's add keeps its entry until its chain operand is there
# (holdlate).  Measured: 2.16 cycles per iteration at 32 iterations an
# entry, 3.14 at 64, 4.62 at 128, 5.46 at 256 (6.2 at 2048); with addsd
# from a register 2.16, 3.17, 4.83, 5.63.
# SOURCE: rdtsc around 1024 entries, calibrated by a chain of imulq, best of 30 runs, on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# TRIPS: 64
# CYCLES: 3.14
.L4:
	mulsd	%xmm1, %xmm0
	addsd	(%rdx,%rax,8), %xmm0
	subq	$1, %rax
	testl	%eax, %eax
	jns	.L4
