# A spin-wait loop: pause holds the one-unit Pause for the reciprocal
# throughput uops.info measured (Alder Lake P 160.17, Skylake 140.00,
# Zen 4 65.00), which binds: LLVM lets one issue every cycle or two.
# RUN: -mcpu=znver4 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
# RUN-spr: -mcpu=sapphirerapids -bounds -summary-view=false -instruction-info=false -resource-pressure=false
# RUN-skl: -mcpu=skylake -bounds -summary-view=false -instruction-info=false -resource-pressure=false
.L1:
	pause
	movl	(%rdi), %eax
	testl	%eax, %eax
	je	.L1
