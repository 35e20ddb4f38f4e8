# A list walked while an array is read: %rsi steps by 8 and goes back
# after each pass over the copies (the same few kilobytes at the same
# addresses); %rdi, loaded from memory, is left alone.
	movq	(%rdi), %rdi
	movq	(%rsi), %rax
	addq	$8, %rsi
