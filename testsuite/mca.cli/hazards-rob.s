# A long division ahead of independent work: each divq waits for the
# previous one's %rax (data, RAW, the largest share), and the independent
# adds run ahead until Jaguar's integer register file is full
# (structural, at dispatch).
# RUN: -mcpu=btver2 -hazards -summary-view=false -instruction-info=false -resource-pressure=false
	divq	%rcx
	addl	$1, %r8d
	addl	$1, %r9d
	addl	$1, %r10d
	addl	$1, %r11d
	addl	$1, %r12d
	addl	$1, %r13d
	addl	$1, %r14d
	addl	$1, %r15d
