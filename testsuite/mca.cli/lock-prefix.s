# Locked read-modify-writes hold the core's lock (the resource Lock) for
# the reciprocal throughput uops.info measured for their _LOCK forms:
# Zen 4 7 cycles (ADD_LOCK (M64, R64) 7.40; ADC 6.20; CMPXCHG16B
# 10.00), Golden Cove 18 (CMPXCHG16B 28.82), Skylake 18 (25.37); xchg
# with memory is locked without the prefix (XCHG (M64, R64): 7.67, 17.00,
# 18.00).  The same instructions without lock take no Lock.  An indexed
# address (which un-laminates load-ops on Haswell and Skylake) keeps the
# lock.
# RUN: -mcpu=znver4 -instruction-tables
# RUN-spr: -mcpu=sapphirerapids -instruction-tables
# RUN-skl: -mcpu=skylake -instruction-tables
	lock addl	$1, (%rdi)
	lock addl	%eax, (%rdi,%rcx,4)
	lock adcl	%eax, (%rdi)
	lock xaddq	%rax, (%rdi)
	lock cmpxchgq	%rcx, (%rdi)
	lock cmpxchg16b	(%rdi)
	lock btsq	%rcx, (%rdi)
	xchgq	%rcx, (%rdi)
	addl	$1, (%rdi)
	xaddq	%rax, (%rdi)
