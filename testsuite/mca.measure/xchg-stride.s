# An exchange with memory a cache line apart each iteration: xchg writes
# the register it names (%rcx), not the pointer, whose step stays known:
# the harness rewinds it after a page's worth of copies (64).
	xchgq	%rcx, (%rdi)
	addq	$64, %rdi
