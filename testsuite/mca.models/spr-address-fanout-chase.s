# Sapphire Rapids: a pointer chase reading three words of each node,
# (%rdi), 8(%rdi) and 16(%rdi), the next pointer through a movq.
# Measured on this project's Intel machine with gcc-mca-measure: 5.00
# cycles per iteration, the load's latency: loads taking their address
# from a loaded value are woken without the delay of
# spr-address-fanout.s (also after an addq $0: 5.00).  With the delay
# the model said 7.00.
# SOURCE: measured (gcc-mca-measure, minimum of 27 runs)
# CPU: sapphirerapids
# CYCLES: 5.00
# BINDS: loop-carried
	movq	(%rdi), %rax
	movq	8(%rdi), %r9
	movq	16(%rdi), %r10
	movq	%rax, %rdi
