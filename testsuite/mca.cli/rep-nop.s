# `rep nop' is PAUSE's encoding (F3 90), which GCC writes for
# __builtin_ia32_pause and _mm_pause: it is a pause (Pause held 160
# cycles on Golden Cove, uops.info Alder Lake P PAUSE 160.17), not a nop
# (llvm-mca-19: a nop with no micro-op).
# RUN: -mcpu=sapphirerapids -summary-view=false -resource-pressure=false
.L9:
	rep nop
.L19:
	movl	(%rdi), %eax
	testl	%eax, %eax
	je	.L9
